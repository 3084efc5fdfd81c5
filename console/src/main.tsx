import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * The gateway serves index.html with a Content-Security-Policy whose
 * style-src allows only styles carrying this response's nonce, which it
 * writes into <meta name="csp-nonce">: emotion (MUI's styles) puts it on
 * every <style> it adds, so no 'unsafe-inline' is needed.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
const cache = createCache({ key: 'bms', nonce, prepend: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);
