/**
 * HTTP status catalogue of spec §8 and the two notification titles.
 */

/** Title of the notification shown for an HTTP error status (spec §8: "request error"). */
export const REQUEST_ERROR_TITLE = '请求错误';

/** Title of the notification shown when no response arrives (spec §8: "network exception"). */
export const NETWORK_ERROR_TITLE = '网络异常';

/** Body of the network-exception notification. */
export const NETWORK_ERROR_MESSAGE = '您的网络发生异常，无法连接服务器';

/** Chinese text per HTTP status (spec §8). */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  200: '服务器成功返回请求的数据。',
  201: '新建或修改数据成功。',
  202: '一个请求已经进入后台排队（异步任务）。',
  204: '删除数据成功。',
  400: '发出的请求有错误，服务器没有进行新建或修改数据的操作。',
  401: '用户没有权限（令牌、用户名、密码错误）。',
  403: '用户得到授权，但是访问是被禁止的。',
  404: '发出的请求针对的是不存在的记录，服务器没有进行操作。',
  405: '请求方法不被允许。',
  406: '请求的格式不可得。',
  410: '请求的资源被永久删除，且不会再得到的。',
  422: '当创建一个对象时，发生一个验证错误。',
  500: '服务器发生错误，请检查服务器。',
  502: '网关错误。',
  503: '服务不可用，服务器暂时过载或维护。',
  504: '网关超时。',
};

/** The text for a status, or a generic one for statuses the catalogue does not list. */
export function httpStatusText(status: number): string {
  return HTTP_STATUS_TEXT[status] ?? `请求失败（${status}）`;
}

/** The request-error notification's description: status, url and text (spec §8). */
export function requestErrorDescription(status: number, url: string): string {
  return `请求错误 ${status}: ${url} ${httpStatusText(status)}`;
}
