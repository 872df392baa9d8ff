/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute origin of the API, e.g. `https://api.example.in`; empty means same origin. */
  readonly VITE_API_URL?: string;
  /** Where the mascot's Lottie JSON is fetched from; default `/assets/mascot.json`. */
  readonly VITE_MASCOT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
