import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore } from '@/lib/store';
import { createAppRouter, createQueryClient } from './router';
import './styles/global.css';

// index.html's title and description are for clients that run no scripts; each route's head
// sets the page's own, and two of each would leave search engines to pick one.
document.head.querySelectorAll('[data-fallback]').forEach((element) => element.remove());

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
