/**
 * One industry PE on a day: the 新股中心's 行业市盈率 (IndustryModel.preparePes / industryPeOn) is the
 * figure 行业分析's valuation history shows for the same industry on the same day, and none is
 * given for an (industry, day) not built.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { IndustryModel } from '../../../../gateway/sim/industry/boards';
import { SpotPrices } from '../../../../gateway/sim/industry/spot';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { companiesFor } from '../companies/fixture';
import { FakeMarket } from '../routes/market/helpers';

test('行业市盈率 on a day is 行业分析’s weighted PE-TTM of that industry that day', async () => {
  const universe = loadUniverse();
  const model = new IndustryModel({ universe, market: new FakeMarket(universe), seed: 1, spot: new SpotPrices(1), companies: companiesFor(7) });
  const { valuation } = model.analysis('sw1', '801120', '1y');
  const k = valuation.dates.length - 2;
  const monthEnd = tradingIndexOf(parseDay(valuation.dates[k]!)!);
  const today = model.today();
  assert.equal(model.industryPeOn('食品饮料', monthEnd), null, 'nothing before it is built');
  await model.preparePes([
    { industry: '食品饮料', t: monthEnd },
    { industry: '食品饮料', t: today },
  ]);
  assert.ok(valuation.pe[k] !== null && valuation.pe[k]! > 0);
  assert.equal(model.industryPeOn('食品饮料', monthEnd), valuation.pe[k], valuation.dates[k]);
  assert.equal(model.industryPeOn('食品饮料', today), valuation.current, 'today');
  assert.equal(model.industryPeOn('银行', monthEnd), null, 'an industry not built');
});

test('a second ask while the build goes on (the retry after 数据准备中) joins it', async () => {
  const universe = loadUniverse();
  const companies = companiesFor(7);
  let reads = 0;
  const closes = companies.closes.bind(companies);
  companies.closes = (slot, to) => (reads++, closes(slot, to));
  const model = new IndustryModel({ universe, market: new FakeMarket(universe), seed: 1, spot: new SpotPrices(1), companies });
  const wanted = [{ industry: '食品饮料', t: model.today() - 1 }];
  await Promise.all([model.preparePes(wanted), model.preparePes(wanted)]);
  const once = reads;
  assert.ok(once > 50, `${once} members read`);
  await model.preparePes(wanted);
  assert.equal(reads, once, 'built once, then read from the cache');
  assert.ok(model.industryPeOn('食品饮料', model.today() - 1)! > 0);
});
