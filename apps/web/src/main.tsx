import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkErrorBoundary } from './app/chunk-error-boundary';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </ChunkErrorBoundary>
      </AppProviders>
    </StrictMode>,
  );
}
