/** Bundled into the page of charts-in-browser.test.ts: exposes the chart facades on window. */
import { createKLineChart, createSparkline, createTimeShareChart, darkChartTheme, lightChartTheme } from '../../../../client/charts/index';

declare global {
  interface Window {
    zhiguCharts: {
      createKLineChart: typeof createKLineChart;
      createTimeShareChart: typeof createTimeShareChart;
      createSparkline: typeof createSparkline;
      lightChartTheme: typeof lightChartTheme;
      darkChartTheme: typeof darkChartTheme;
    };
  }
}

window.zhiguCharts = { createKLineChart, createTimeShareChart, createSparkline, lightChartTheme, darkChartTheme };
