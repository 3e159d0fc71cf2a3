// Imported first by main.ts, before anything that loads React: React and React
// Router choose their development or production build from NODE_ENV when they
// are first loaded. `npm start` sets nothing, and a store serving shoppers must
// not run the development build (several times slower to render, with
// development-only warnings). `npm run dev` sets NODE_ENV=development itself.
process.env.NODE_ENV ??= 'production';
