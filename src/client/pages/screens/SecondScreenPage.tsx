// 第二屏 (dataanalysis/SecondScreen, signed in): the service topics of the user's scope — this
// year's tasks by state, this week's appointments per day, service coverage per district on the map
// and as bars, the engineers' workload and deep services by state.
import { useMemo } from 'react';
import { ANALYSIS_TEXTS, SECOND_TILE_LABELS } from '../../../shared/analysis-screen-texts';
import { ANALYSIS_SCREEN_PATHS } from '../../../shared/analysis-screens';
import type { SecondScreenData } from '../../../shared/analysis-screens';
import { CityMap } from '../maps/CityMap';
import { EChart } from '../monitor/EChart';
import { ScreenEmpty, ScreenPanel, ScreenRanking, ScreenTiles } from './ScreenParts';
import { ScreenStage } from './ScreenStage';
import { groupBarOption, SCREEN_COLOURS, stackedOption } from './screenCharts';
import { useScreenData } from './useScreenData';

const SIDE_CHART = 330;
const MAP_HEIGHT = 500;
const BELOW_MAP = 230;
const RANKING_HEIGHT = 330;

function SecondContent({ data }: { data: SecondScreenData }) {
  const tasks = useMemo(() => groupBarOption(data.taskStates, SCREEN_COLOURS.primary, true), [data]);
  const week = useMemo(
    () =>
      stackedOption(
        data.week.days.map((day, i) => `${ANALYSIS_TEXTS.weekdays[i]}\n${day.slice(5)}`),
        [
          { name: ANALYSIS_TEXTS.pending, values: data.week.pending, colour: SCREEN_COLOURS.warning },
          { name: ANALYSIS_TEXTS.confirmed, values: data.week.confirmed, colour: SCREEN_COLOURS.primary },
          { name: ANALYSIS_TEXTS.done, values: data.week.done, colour: SCREEN_COLOURS.secondary },
          { name: ANALYSIS_TEXTS.dropped, values: data.week.dropped, colour: SCREEN_COLOURS.danger },
        ],
      ),
    [data],
  );
  const coverage = useMemo(
    () =>
      groupBarOption(
        data.coverage.map((d) => ({ code: d.code, label: d.label, value: d.coverage ?? 0 })),
        SCREEN_COLOURS.secondary,
      ),
    [data],
  );
  const deep = useMemo(() => groupBarOption(data.deepServices, SCREEN_COLOURS.warning), [data]);
  const regions = useMemo(
    () =>
      data.coverage.map((d) => ({
        name: d.label,
        value: d.coverage ?? 0,
        details: [ANALYSIS_TEXTS.enterprisesLine(d.insured)],
      })),
    [data],
  );
  const engineers = useMemo(
    () => data.engineers.map((e, i) => ({ code: String(i), label: e.name, value: e.open + e.done })),
    [data],
  );
  return (
    <>
      <ScreenTiles tiles={data.tiles} labels={SECOND_TILE_LABELS} />
      <div className="anze-screen-body">
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.taskStates}>
            <EChart option={tasks} height={SIDE_CHART} />
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.weekAppointments}>
            <EChart option={week} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-centre">
          <ScreenPanel title={ANALYSIS_TEXTS.coverage}>
            <CityMap
              regions={regions}
              regionCaption={ANALYSIS_TEXTS.coverageRate}
              layers={[]}
              height={MAP_HEIGHT}
            />
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.coverageRate}>
            <EChart option={coverage} height={BELOW_MAP} />
          </ScreenPanel>
        </div>
        <div className="anze-screen-column">
          <ScreenPanel title={ANALYSIS_TEXTS.engineers}>
            <div style={{ height: RANKING_HEIGHT }}>
              {engineers.length ? (
                <ScreenRanking groups={engineers} />
              ) : (
                <ScreenEmpty text={ANALYSIS_TEXTS.noData} height={RANKING_HEIGHT} />
              )}
            </div>
          </ScreenPanel>
          <ScreenPanel title={ANALYSIS_TEXTS.deepServices}>
            <EChart option={deep} height={SIDE_CHART} />
          </ScreenPanel>
        </div>
      </div>
    </>
  );
}

export default function SecondScreenPage() {
  const { data, closed, failed } = useScreenData<SecondScreenData>(ANALYSIS_SCREEN_PATHS.second);
  return (
    <ScreenStage
      embedded
      title={ANALYSIS_TEXTS.secondTitle}
      at={data?.at}
      closed={closed}
      closedHint={ANALYSIS_TEXTS.closedHint}
      failed={failed}
    >
      {data && <SecondContent data={data} />}
    </ScreenStage>
  );
}
