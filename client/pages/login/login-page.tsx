/**
 * The login page (/login, spec §2, §4): SMS and QR tabs. With a token already present it sends
 * the user on at once (to the remembered path, else `/`), as spec §2 and §4 ask.
 */
import { useEffect, useState } from 'react';
import { BRAND } from '../../../contracts/constants';
import { currentToken, returnAfterLogin } from '../../state/session';
import { SmsForm } from './components/sms-form';
import { QrPanel } from './components/qr-panel';
import { Brand, BrandName, Card, Features, Screen, Slogan, Tab, Tabs } from './components/login-styles';

type LoginTab = 'sms' | 'qr';

/** The login page. */
export default function LoginPage() {
  const [tab, setTab] = useState<LoginTab>('sms');
  const signedIn = currentToken() !== null;

  useEffect(() => {
    if (signedIn) returnAfterLogin();
  }, [signedIn]);

  if (signedIn) return null;

  return (
    <Screen>
      <Brand>
        <BrandName>{BRAND}</BrandName>
        <Slogan>看懂A股、港股与基金的每一次跳动</Slogan>
        <Features>
          <li>沪深京港实时行情与指数看板</li>
          <li>自选股分组管理，涨跌一目了然</li>
          <li>估值分位、财务报表与机构研报</li>
          <li>新股中心与数据中心</li>
        </Features>
      </Brand>
      <Card aria-label="登录">
        <Tabs role="tablist">
          <Tab type="button" role="tab" aria-selected={tab === 'sms'} $active={tab === 'sms'} onClick={() => setTab('sms')}>
            短信登录
          </Tab>
          <Tab type="button" role="tab" aria-selected={tab === 'qr'} $active={tab === 'qr'} onClick={() => setTab('qr')}>
            扫码登录
          </Tab>
        </Tabs>
        {tab === 'sms' ? <SmsForm /> : <QrPanel />}
      </Card>
    </Screen>
  );
}
