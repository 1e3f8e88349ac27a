import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routes';
import { type PageMeta, serverMeta } from './lib/seo';

/**
 * Renders one route to static HTML at build time (prerender.ts). No data is fetched: the page
 * shows what a first visit shows before the API answers, so the browser paints at once and React
 * then takes over with the same layout.
 */
export async function render(url: string): Promise<{ html: string; meta: PageMeta | null }> {
  serverMeta.current = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), meta: serverMeta.current };
}
