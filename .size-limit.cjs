// Size budgets per published entry (gzip, bundled with esbuild, peers excluded).
// The runtime peers (react, react-dom, react-redux, @reduxjs/toolkit) are the host app's cost.
// Budgets sit a little above the measured figure so growth fails CI; raise one only on purpose.
const PEERS = ['react', 'react-dom', 'react/jsx-runtime', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'];

module.exports = [
  { name: '@shell/site-config', path: 'packages/site-config/dist/index.js', gzip: true, limit: '9 KB' },
  {
    name: '@shell/api-client',
    path: 'packages/api-client/dist/index.js',
   
    ignore: [...PEERS, '@shell/site-config'],
    gzip: true, limit: '20 KB',
  },
  {
    name: '@shell/api-client/markets',
    path: 'packages/api-client/dist/markets.js',
   
    ignore: [...PEERS, '@shell/site-config', '@shell/api-client'],
    gzip: true, limit: '12 KB',
  },
  {
    name: '@shell/api-client/herald',
    path: 'packages/api-client/dist/herald.js',
   
    ignore: [...PEERS, '@shell/site-config', '@shell/api-client'],
    gzip: true, limit: '6 KB',
  },
];
