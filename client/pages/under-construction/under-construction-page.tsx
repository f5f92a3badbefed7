/**
 * The shared page of spec §2 routes not built yet: the route's Chinese title and the honest empty
 * state 该栏目正在建设中 — no fake data. Routes without the left navigation get a way home.
 */
import styled from 'styled-components';
import { UNDER_CONSTRUCTION_TEXT } from '../../../contracts/routes';
import { usePageRoute } from '../../app/page-context';
import { HomeLink } from '../../ui/home-link';
import { EmptyState } from '../../ui/empty-state';
import { rem } from '../../ui/theme';

const Page = styled.main`
  min-height: 100%;
  padding: ${rem(20)};
`;

const Card = styled.section`
  min-height: calc(100% - ${rem(2)});
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${rem(14)} ${rem(20)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${rem(18)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

/** See the module comment. */
export default function UnderConstructionPage() {
  const route = usePageRoute();
  return (
    <Page>
      <Card>
        <Head>
          <Title>{route.title}</Title>
          {!route.nav && <HomeLink />}
        </Head>
        <EmptyState text={UNDER_CONSTRUCTION_TEXT} />
      </Card>
    </Page>
  );
}
