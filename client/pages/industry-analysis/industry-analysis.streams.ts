/**
 * 行业分析's I/O (React-free): a board's analysis for a range, and a commodity's 现货 K-line, each
 * checked at the boundary.
 */
import { map } from 'rxjs';
import {
  industryEndpoints as E,
  type AnalysisRange,
  type IndustryAnalysisAnswer,
  type IndustryListAnswer,
  type IndustryType,
  type SpotKListAnswer,
} from '../../../contracts/endpoints/industry';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { request } from '../../services/http';

/** The analysis answer, its lists checked. */
export function checkAnalysis(datas: unknown): IndustryAnalysisAnswer {
  const o = object(datas, 'datas');
  object(o.board, 'datas.board');
  for (const k of ['dates', 'industry', 'hs300', 'members', 'flow', 'chain']) array(o[k], `datas.${k}`, (v) => v);
  object(o.valuation, 'datas.valuation');
  return o as unknown as IndustryAnalysisAnswer;
}

/** The spot K-line answer, its code and bars checked. */
export function checkSpot(datas: unknown): SpotKListAnswer {
  const o = object(datas, 'datas');
  str(o.code, 'datas.code');
  array(o.bars, 'datas.bars', (v) => v);
  return o as unknown as SpotKListAnswer;
}

/** A board's analysis over a range. */
export const fetchAnalysis = (q: { code: string; range: AnalysisRange }) => request(E.industryAnalysis, { query: q }).pipe(map(checkAnalysis));
/** A commodity's last 250 spot bars. */
export const fetchSpot = (code: string) => request(E.spotKList, { query: { code, count: '250' } }).pipe(map(checkSpot));

/** The industry list of a type for the directory page, its rows checked. */
export function checkDirectory(datas: unknown): IndustryListAnswer {
  const o = object(datas, 'datas');
  str(o.type, 'datas.type');
  array(o.rows, 'datas.rows', (v) => v);
  return o as unknown as IndustryListAnswer;
}

/** The boards of one type (申万一级 / 二级 / 概念) with their day's change. */
export const fetchDirectory = (type: IndustryType) => request(E.industryList, { query: { type } }).pipe(map(checkDirectory));
