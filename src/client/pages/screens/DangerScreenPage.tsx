// 隐患大屏 (/dataanalysis/DangerScreen, domain §5.2), public: the tenant's hazard tiles, monthly
// found vs closed, the city map coloured by open hazards per district, open and closed per district,
// hazards per sector, the rectification flow by state and the districts with most open hazards.
import { useMemo } from 'react';
import type { DangerScreenData } from '../../../shared/screens';
import { DANGER_TILE_LABELS, SCREEN_PATHS, SCREEN_TEXTS } from '../../../shared/screens';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ScreenPanel, ScreenRanking, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { groupBarOption, monthlyOption, SCREEN_COLOURS, stackedOption } from './screenCharts';
import { useScreenData } from './useScreenData';

const SIDE_CHART = 330;
const MAP_HEIGHT = 500;
const BELOW_MAP = 230;

function DangerContent({ data }: { data: DangerScreenData }) {
  const trend = useMemo(
    () =>
      monthlyOption(data.months, [
        { name: SCREEN_TEXTS.found, values: data.found, colour: SCREEN_COLOURS.danger },
        { name: SCREEN_TEXTS.closed, values: data.closed, colour: SCREEN_COLOURS.secondary },
      ]),
    [data],
  );
  const funnel = useMemo(() => groupBarOption(data.funnel, SCREEN_COLOURS.primary, true), [data]);
  const sectors = useMemo(() => groupBarOption(data.sectors, SCREEN_COLOURS.warning, true), [data]);
  const districts = useMemo(
    () =>
      stackedOption(
        data.districts.map((d) => d.label),
        [
          {
            name: SCREEN_TEXTS.open,
            values: data.districts.map((d) => d.open),
            colour: SCREEN_COLOURS.danger,
          },
          {
            name: SCREEN_TEXTS.closedShort,
            values: data.districts.map((d) => d.closed),
            colour: SCREEN_COLOURS.secondary,
          },
        ],
      ),
    [data],
  );
  const regions = useMemo(() => data.districts.map((d) => ({ name: d.label, value: d.open })), [data]);
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={DANGER_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.hazardTrend}>
            <EChart option={trend} height={SIDE_CHART} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.funnel}>
            <EChart option={funnel} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={SCREEN_TEXTS.hazardMap}>
            <CityMap
              regions={regions}
              regionCaption={SCREEN_TEXTS.openHazards}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.districtHazards}>
            <EChart option={districts} height={BELOW_MAP} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.topDistricts}>
            <ScreenRanking groups={data.topDistricts} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.hazardSectors}>
            <EChart option={sectors} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

export default function DangerScreenPage() {
  const { data, closed, failed } = useScreenData<DangerScreenData>(SCREEN_PATHS.danger);
  return (
    <ScreenStage title={SCREEN_TEXTS.dangerTitle} at={data?.at} closed={closed} failed={failed}>
      {data && <DangerContent data={data} />}
    </ScreenStage>
  );
}
