// The application: providers, history-mode router (base '/'), scroll-to-top and the route table.
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './router/AppRoutes';
import { ScrollToTop } from './router/ScrollToTop';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename="/">
        <ScrollToTop />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
