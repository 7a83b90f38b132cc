// The tablet's style sheets: imported for their side effect, bundled by Vite.
declare module '*.css';
