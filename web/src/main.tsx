import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { env } from './app/env';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/routes';
import { initAnalytics } from './lib/analytics';
import { consentStore } from './lib/consent';
import './index.css';

initAnalytics(env.VITE_GA_MEASUREMENT_ID, consentStore.get());

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root mancante');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
