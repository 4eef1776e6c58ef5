// 预约地图 (demo/YhMap, domain §5.4): the appointments of a day on the city map, coloured by status,
// with the engineers' check-in points of that day; a click on an appointment opens its enterprise's
// info window (the same map component and panel as the data map).
import { Alert, Card, DatePicker, Form, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { formatDate } from '../../../shared/date-format';
import { useDictItems } from '../../engine/dict/useDictItems';
import type { PageProps } from '../pageTypes';
import { MapWithEnterprisePanel } from './MapWithEnterprisePanel';
import { fetchAppointmentDay } from './mapApi';
import { appointmentLayers } from './mapLayers';
import { DICT_CODES, MAP_TEXTS } from './mapTexts';

const DATE_FORMAT = 'YYYY-MM-DD';

export default function AppointmentMapPage(_props: PageProps) {
  const [date, setDate] = useState(() => formatDate(new Date()));
  const { data, error } = useSWR(['map-appointments', date], () => fetchAppointmentDay(date));
  const { items: statusItems } = useDictItems(DICT_CODES.appointmentStatus);
  const view = useMemo(() => (data ? appointmentLayers(data, statusItems) : null), [data, statusItems]);

  return (
    <Card>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={MAP_TEXTS.date}>
          <DatePicker
            allowClear={false}
            value={dayjs(date, DATE_FORMAT)}
            onChange={(value) => value && setDate(value.format(DATE_FORMAT))}
          />
        </Form.Item>
        {data && (
          <Space>
            <Typography.Text strong>{MAP_TEXTS.appointmentCount(data.appointments.length)}</Typography.Text>
            <Typography.Text>{MAP_TEXTS.checkInCount(data.checkIns.length)}</Typography.Text>
          </Space>
        )}
      </Form>
      {error && (
        <Alert type="error" showIcon message={(error as Error).message} style={{ marginBottom: 12 }} />
      )}
      <MapWithEnterprisePanel view={view} regionCaption={MAP_TEXTS.appointments} />
    </Card>
  );
}
