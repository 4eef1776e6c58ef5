// 预约地图 (demo/YhMap, domain §5.4): the appointments of a day on the city map, coloured by status,
// with the engineers' check-in points and — for users who may list itineraries — the day's
// itineraries as GPS tracks; a click on an appointment opens its enterprise's info window (the same
// map component and panel as the data map).
import { Alert, Card, DatePicker, Form, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { formatDate } from '../../../shared/date-format';
import { useDictItems } from '../../engine/dict/useDictItems';
import type { PageProps } from '../pageTypes';
import { MapWithEnterprisePanel } from './MapWithEnterprisePanel';
import { ITINERARY_LIST_CODE } from '../../../shared/itinerary-track';
import { useButtonAccess } from '../../session/useButtonCodes';
import { fetchAppointmentDay, fetchItineraryDay } from './mapApi';
import { appointmentLayers, itineraryLayers } from './mapLayers';
import { DICT_CODES, MAP_TEXTS } from './mapTexts';

const DATE_FORMAT = 'YYYY-MM-DD';

export default function AppointmentMapPage(_props: PageProps) {
  const [date, setDate] = useState(() => formatDate(new Date()));
  const { data, error } = useSWR(['map-appointments', date], () => fetchAppointmentDay(date));
  const seesItineraries = useButtonAccess()(ITINERARY_LIST_CODE);
  const trips = useSWR(seesItineraries ? ['map-itineraries', date] : null, () => fetchItineraryDay(date));
  const { items: statusItems } = useDictItems(DICT_CODES.appointmentStatus);
  const view = useMemo(() => {
    if (!data) return null;
    const appointments = appointmentLayers(data, statusItems);
    if (!trips.data) return appointments;
    const { routes, layers } = itineraryLayers(trips.data);
    return { ...appointments, routes, layers: [...appointments.layers, ...layers] };
  }, [data, statusItems, trips.data]);
  const failure = (error ?? trips.error) as Error | undefined;

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
            {trips.data && (
              <Typography.Text>{MAP_TEXTS.itineraryCount(trips.data.itineraries.length)}</Typography.Text>
            )}
          </Space>
        )}
      </Form>
      {failure && <Alert type="error" showIcon message={failure.message} style={{ marginBottom: 12 }} />}
      <MapWithEnterprisePanel view={view} regionCaption={MAP_TEXTS.appointments} />
    </Card>
  );
}
