import { ExceptionPage } from './ExceptionPage';

export default function ForbiddenPage() {
  return <ExceptionPage type="403" />;
}
