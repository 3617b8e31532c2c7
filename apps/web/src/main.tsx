import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './app/base.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ChunkErrorBoundary } from './app/chunk-error-boundary';
import { AppRoutes } from './app/router';

// No provider at the root (issue 20): each page brings what it uses — MUI's theme (lib/mui-scope.tsx)
// and react-query (lib/query-scope.tsx) — through the router's page().
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ChunkErrorBoundary>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </ChunkErrorBoundary>
    </StrictMode>,
  );
}
