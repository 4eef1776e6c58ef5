import { ExceptionPage } from './ExceptionPage';

export default function ServerErrorPage() {
  return <ExceptionPage type="500" />;
}
