import { BrowserRouter, useLocation } from 'react-router';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './router';

/** The last resort: an error in the layout itself (the header, say) still shows the crash page with its way out. */
function Routes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </AppProviders>
  );
}
