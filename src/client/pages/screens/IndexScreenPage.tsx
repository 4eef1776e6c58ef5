// 指数大屏 (dataanalysis/IndexScreen, signed in): the risk index (shared/risk-index.ts) of the user's
// scope as tiles, the districts ranked and on the city map, its trend over twelve months, the sectors
// ranked, and what the index is made of.
import { useMemo } from 'react';
import { ANALYSIS_TEXTS, INDEX_TILE_LABELS } from '../../../shared/analysis-screen-texts';
import { ANALYSIS_SCREEN_PATHS } from '../../../shared/analysis-screens';
import type { IndexScreenData, RiskIndexGroup } from '../../../shared/analysis-screens';
import { RISK_INDEX_WEIGHTS } from '../../../shared/risk-index';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ScreenEmpty, ScreenNotes, ScreenPanel, ScreenRanking, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { groupBarOption, monthlyOption, SCREEN_COLOURS } from './screenCharts';
import { useScreenData } from './useScreenData';

const MAP_HEIGHT = 500;
const BELOW_MAP = 230;
const RANKING_HEIGHT = 420;
const SECTOR_CHART = 708;
const oneDecimal = (value: number) => value.toFixed(1);
const asGroups = (groups: RiskIndexGroup[]) =>
  groups.map((g) => ({ code: g.code, label: g.label, value: g.index ?? 0 }));

function IndexContent({ data }: { data: IndexScreenData }) {
  const trend = useMemo(
    () =>
      monthlyOption(data.months, [
        { name: ANALYSIS_TEXTS.riskIndex, values: data.trend, colour: SCREEN_COLOURS.warning },
      ]),
    [data],
  );
  const sectors = useMemo(() => groupBarOption(asGroups(data.sectors), SCREEN_COLOURS.danger, true), [data]);
  const regions = useMemo(
    () =>
      data.districts.map((d) => ({
        name: d.label,
        value: d.index ?? 0,
        details: [
          ANALYSIS_TEXTS.enterprisesLine(d.enterprises),
          ANALYSIS_TEXTS.openHazardsLine(d.openHazards),
          ANALYSIS_TEXTS.insuredLine(d.insuredShare),
        ],
      })),
    [data],
  );
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={INDEX_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.districtRanking}>
            <div style={{ height: RANKING_HEIGHT }}>
              {data.districts.length ? (
                <ScreenRanking groups={asGroups(data.districts)} format={oneDecimal} />
              ) : (
                <ScreenEmpty text={ANALYSIS_TEXTS.noData} height={RANKING_HEIGHT} />
              )}
            </div>
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.formula}>
            <ScreenNotes lines={ANALYSIS_TEXTS.formulaParts(RISK_INDEX_WEIGHTS)} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={ANALYSIS_TEXTS.districtIndexMap}>
            <CityMap
              regions={regions}
              regionCaption={ANALYSIS_TEXTS.riskIndex}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.indexTrend}>
            <EChart option={trend} height={BELOW_MAP} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.sectorRanking}>
            {data.sectors.length ? (
              <EChart option={sectors} height={SECTOR_CHART} />
            ) : (
              <ScreenEmpty text={ANALYSIS_TEXTS.noData} height={SECTOR_CHART} />
            )}
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

export default function IndexScreenPage() {
  const { data, closed, failed } = useScreenData<IndexScreenData>(ANALYSIS_SCREEN_PATHS.index);
  return (
    <ScreenStage
      embedded
      title={ANALYSIS_TEXTS.indexTitle}
      at={data?.at}
      closed={closed}
      closedHint={ANALYSIS_TEXTS.closedHint}
      failed={failed}
    >
      {data && <IndexContent data={data} />}
    </ScreenStage>
  );
}
