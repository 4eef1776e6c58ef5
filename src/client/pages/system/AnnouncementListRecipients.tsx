// The chosen recipients of a USER announcement: a searching multi-select over the user picker call
// (contract: GET /sys/user/list by account name, paged; shows realname, keeps id).
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageResult } from '../../../shared/api-types';
import { PICKER_URLS } from '../../../shared/pickers';
import { WIDGET_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';
import { ANNOUNCEMENT_UI } from './AnnouncementListTexts';

interface UserOption {
  id: string;
  username: string;
  realname: string | null;
}

export interface RecipientsProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
}

export function AnnouncementRecipients({ value = [], onChange }: RecipientsProps) {
  const [found, setFound] = useState<UserOption[]>([]);
  const [loading, setLoading] = useState(false);
  // Names of users seen in any search, so chosen ones keep their name after the next search.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setLoading(true);
      getAction<PageResult<UserOption>>(PICKER_URLS.users, {
        username: keyword ? `*${keyword}*` : undefined,
        pageNo: 1,
        pageSize: ANNOUNCEMENT_UI.recipientSearchPageSize,
      })
        .then((response) => {
          const users = response?.success ? (response.result?.records ?? []) : [];
          setFound(users);
          setLabels(
            (previous) =>
              new Map([...previous, ...users.map((u) => [u.id, u.realname || u.username] as const)]),
          );
        })
        .catch(() => setFound([]))
        .finally(() => setLoading(false));
    }, ANNOUNCEMENT_UI.recipientSearchDebounceMs);
  };

  const options = useMemo(() => {
    const ids = new Set([...value, ...found.map((u) => u.id)]);
    return [...ids].map((id) => ({ value: id, label: labels.get(id) ?? id }));
  }, [found, value, labels]);

  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      value={value}
      options={options}
      onSearch={search}
      onFocus={() => search('')}
      onChange={(ids: string[]) => onChange?.(ids)}
      notFoundContent={loading ? <Spin size="small" /> : WIDGET_TEXTS.dictSearchEmpty}
    />
  );
}
