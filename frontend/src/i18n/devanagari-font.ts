// Noto Sans Devanagari pairs with Atkinson Hyperlegible's open, even strokes. Only
// the Devanagari subset of the regular weight is fetched (50 KB): headings take the
// browser's bold of it, which on a slow phone connection beats waiting for a second
// 54 KB file. Latin letters in Hindi text stay in the body face.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
