// Render the entity list page as the router does, with a back button for history tests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderWithApp } from '../../../test/render';
import EntityListPage from '../EntityListPage';

export const LIST_PATH = '/nanlicustom/nanlicustomlist';
export const PAGE_TITLE = '企业用户管理';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history-back
    </button>
  );
}

export function renderList(search = '') {
  return renderWithApp(
    <>
      <EntityListPage entityName="enterprise" title={PAGE_TITLE} />
      <BackButton />
    </>,
    { route: `${LIST_PATH}${search}` },
  );
}

export const table = () => screen.getByTestId('entity-list-table');
export const location = () => screen.getByTestId('location').textContent ?? '';
export const locationQuery = () => new URLSearchParams(location().split('?')[1] ?? '');

/**
 * The dialog with this title. (antd's ids are fixed in tests, so several open dialogs share one
 * aria-labelledby target and role queries by name find only the first.)
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const [heading] = await screen.findAllByText(title, {}, { timeout: 5_000 });
  return heading!.closest<HTMLElement>('[role="dialog"]')!;
}

/** A control of the query form by its label (column headers carry the same names). */
export const queryControl = (label: string) =>
  within(document.querySelector<HTMLElement>('.anze-query-form')!).getByLabelText(label);

/** Whether a query form field is folded away (behind 展开). */
export const isFolded = (label: string) =>
  queryControl(label).closest<HTMLElement>('.anze-query-field')?.style.display === 'none';

/** Header cell of a column. */
export const header = (title: string) => within(table()).getByRole('columnheader', { name: title });

/** Open an antd Select (given an element inside it) and pick an option by its text. */
export async function pick(inside: HTMLElement, option: string) {
  const select = inside.closest('.ant-select');
  // A multiple select stays open after a pick; a second mouse-down would close it.
  if (!select?.classList.contains('ant-select-open')) {
    fireEvent.mouseDown(select?.querySelector('.ant-select-selector') ?? inside);
  }
  const choice = await waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ];
    const found = open.flatMap((dropdown) => [
      ...dropdown.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${option}"]`),
    ]);
    if (found.length === 0) throw new Error(`no option ${option}`);
    return found[found.length - 1]!;
  });
  fireEvent.click(choice);
}
