// A region code as its names (广西壮族自治区/南宁市/青秀区), once the division data has loaded.
import { regionText } from '../../../shared/area/regionTree';
import { useRegions } from './useRegions';

export function AreaText({ code }: { code: string }) {
  const regions = useRegions();
  if (!code) return null;
  return <>{regions ? regionText(regions.index, code) : code}</>;
}
