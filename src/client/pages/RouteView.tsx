// 'layouts/RouteView': a menu parent that only renders the matched child.
import { Outlet } from 'react-router-dom';

export default function RouteView() {
  return <Outlet />;
}
