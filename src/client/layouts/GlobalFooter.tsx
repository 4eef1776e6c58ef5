// Footer of the basic layout.
import { LOGIN_FOOTER } from '../../shared/platform';

export function GlobalFooter() {
  return (
    <footer className="anze-global-footer">
      {LOGIN_FOOTER.copyright} · {LOGIN_FOOTER.company}
    </footer>
  );
}
