// Noto Sans Devanagari pairs with Atkinson Hyperlegible's open, even strokes. Only
// its Devanagari subset is fetched; Latin letters in Hindi text stay in the body face.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
