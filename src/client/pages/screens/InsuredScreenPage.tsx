// 参保企业大屏 (/dataanalysis/InsuredScreen, domain §5.1), public: the tenant's insurance tiles, the
// city map coloured by insured enterprises per district, monthly new policies and premium, insured
// enterprises per sector and enterprises per risk colour.
import { useMemo } from 'react';
import type { InsuredScreenData } from '../../../shared/screens';
import { INSURED_TILE_LABELS, SCREEN_PATHS, SCREEN_TEXTS } from '../../../shared/screens';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ScreenPanel, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { groupBarOption, monthlyOption, RISK_COLOURS, SCREEN_COLOURS } from './screenCharts';
import { useScreenData } from './useScreenData';

const SIDE_CHART = 360;
const MAP_HEIGHT = 760;

function InsuredContent({ data }: { data: InsuredScreenData }) {
  const trend = useMemo(
    () =>
      monthlyOption(data.months, [
        {
          name: SCREEN_TEXTS.policies,
          values: data.newPolicies,
          colour: SCREEN_COLOURS.primary,
          type: 'bar',
        },
        { name: SCREEN_TEXTS.premium, values: data.newPremium, colour: SCREEN_COLOURS.warning, right: true },
      ]),
    [data],
  );
  const sectors = useMemo(() => groupBarOption(data.sectors, SCREEN_COLOURS.secondary, true), [data]);
  const risks = useMemo(
    () => groupBarOption(data.riskLevels, SCREEN_COLOURS.primary, false, RISK_COLOURS),
    [data],
  );
  const regions = useMemo(() => data.districts.map((d) => ({ name: d.label, value: d.value })), [data]);
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={INSURED_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.trendNew}>
            <EChart option={trend} height={SIDE_CHART} />
          </ScreenPanel>
          <ScreenPanel title={SCREEN_TEXTS.byRisk}>
            <EChart option={risks} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={SCREEN_TEXTS.byDistrict}>
            <CityMap
              regions={regions}
              regionCaption={SCREEN_TEXTS.insuredEnterprises}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={SCREEN_TEXTS.bySector}>
            <EChart option={sectors} height={SIDE_CHART * 2 + 48} />
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

export default function InsuredScreenPage() {
  const { data, closed, failed } = useScreenData<InsuredScreenData>(SCREEN_PATHS.insured);
  return (
    <ScreenStage title={SCREEN_TEXTS.insuredTitle} at={data?.at} closed={closed} failed={failed}>
      {data && <InsuredContent data={data} />}
    </ScreenStage>
  );
}
