/**
 * An announcement opened in the page (`notice/listFileById`): its title, issuer line, sections with
 * their tables, a download of the same text as an HTML file, and a close button (Escape closes
 * too). Text is rendered as React text, so nothing in a document is ever interpreted as markup.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { NoticeDocument } from '../../../contracts/endpoints/notices';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import { downloadText } from '../data-page/csv';
import { fetchDisclosure } from './disclosure-api';
import { useKeyedLoad } from '../data-page/use-keyed-load';

const Paper = styled.article`
  padding: ${rem(12)} ${rem(20)} ${rem(20)};
  line-height: 1.8;
  font-size: ${rem(14)};
  color: ${({ theme }) => theme.colors.text};
  .hd {
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    font-size: ${rem(12)};
  }
  h1 {
    text-align: center;
    font-size: ${rem(18)};
    margin: ${rem(6)} 0 ${rem(12)};
  }
  h3 {
    font-size: ${rem(14)};
    margin: ${rem(12)} 0 ${rem(4)};
  }
  p {
    margin: ${rem(4)} 0;
    text-indent: 2em;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: ${rem(6)} 0;
    font-size: ${rem(13)};
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${rem(4)} ${rem(8)};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  .sign {
    text-align: right;
    text-indent: 0;
  }
`;

const fetchDoc = (id: string) => fetchDisclosure('noticeFile', { id });

/** Props of {@link NoticeDocumentView}. */
export interface NoticeDocumentViewProps {
  id: string;
  onClose(): void;
}

/** See the module comment. */
export function NoticeDocumentView({ id, onClose }: NoticeDocumentViewProps) {
  const load = useKeyedLoad(id, (x) => x, fetchDoc);
  const doc: NoticeDocument | null = load.for === id ? load.data : null;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Card
      ref={ref}
      tabIndex={-1}
      data-testid="notice-document"
      aria-label="公告全文"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <CardHeader>
        <h2>公告全文</h2>
        <span className="spacer" />
        {doc && (
          <Button $small $variant="ghost" onClick={() => downloadText(`${doc.name}-${doc.title}.html`, doc.html, 'text/html;charset=utf-8')}>
            下载
          </Button>
        )}
        <Button $small $variant="ghost" data-testid="notice-close" onClick={onClose}>
          关闭
        </Button>
      </CardHeader>
      <LoadStatus value={load.for === id ? load : { ...load, data: null, status: 'loading' }} />
      {doc && (
        <Paper>
          <div className="hd">{doc.header}</div>
          <h1 data-testid="notice-title">
            {doc.name}：{doc.title}
          </h1>
          {doc.sections.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed per document
            <section key={i}>
              {s.heading && <h3>{s.heading}</h3>}
              {s.paragraphs.map((p, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed per document
                <p key={j}>{p}</p>
              ))}
              {s.table && (
                <table>
                  <thead>
                    <tr>
                      {s.table.head.map((h) => (
                        <th key={h}>{h}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {s.table.rows.map((r, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed per document
                      <tr key={j}>
                        {r.map((c, k) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed per row
                          <td key={k}>{c}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          ))}
          <p className="sign">
            董事会
            <br />
            {doc.date}
          </p>
        </Paper>
      )}
    </Card>
  );
}
