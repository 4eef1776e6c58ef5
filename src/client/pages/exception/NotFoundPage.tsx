import { ExceptionPage } from './ExceptionPage';

export default function NotFoundPage() {
  return <ExceptionPage type="404" />;
}
