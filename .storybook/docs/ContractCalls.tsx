// The "Backend contract" docs page's body: every call of packages/api/contract/openapi.json (generated from
// the endpoint table by `npm run contract`), never a hand-kept copy.
import contract from '../../packages/api/contract/openapi.json';

type Source = 'spec' | 'ours';
interface CallInfo {
  key: string;
  kind: 'read' | 'record' | 'submit' | 'money';
  base: 'general' | 'root';
  sources: { path: Source; method: Source; success: Source };
  payload: { name: string; source: Source; sample?: string | number }[];
  reply: { path: string; type: string; required: boolean; source: Source }[];
  success: string;
}
interface Operation {
  operationId: string;
  description?: string;
  'x-loan-h5': CallInfo;
}

/** Every call, in the endpoint table's order. */
export const contractCalls = Object.entries(
  contract.paths as unknown as Record<string, Record<string, Operation>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    path,
    method: method.toUpperCase(),
    name: op.operationId,
    note: op.description ?? '',
    ...op['x-loan-h5'],
  })),
);

const ours = (s: Source) => s === 'ours';
const Tag = ({ source }: { source: Source }) => (
  <strong data-source={source} style={{ color: ours(source) ? '#a13c00' : '#1b6b2f', whiteSpace: 'nowrap' }}>
    {ours(source) ? 'our choice' : 'spec'}
  </strong>
);

const SENT = {
  read: 'yes: a read',
  record: 'never: it records something',
  submit: 'never: it submits something',
  money: 'never: it moves money',
} as const;

/** One line per call: where to look first (how many of its details are ours). */
export function ContractSummary() {
  return (
    <table>
      <thead>
        <tr>
          <th>call</th>
          <th>method and path</th>
          <th>what it does</th>
          <th>details of ours</th>
        </tr>
      </thead>
      <tbody>
        {contractCalls.map((c) => {
          const count =
            [c.sources.path, c.sources.method, c.sources.success].filter(ours).length +
            c.payload.filter((p) => ours(p.source)).length +
            c.reply.filter((f) => ours(f.source)).length;
          return (
            <tr key={c.name}>
              <td>
                <a href={`#call-${c.name}`}>{c.name}</a>
              </td>
              <td>
                <code>
                  {c.method} {c.path}
                </code>
              </td>
              <td>{c.kind}</td>
              <td>{count}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Each call in full: method, path, payload, reply fields, success code, each marked spec or our choice. */
export function ContractCalls() {
  return (
    <>
      {contractCalls.map((c) => (
        <section key={c.name} data-contract-call={c.name}>
          <h3 id={`call-${c.name}`}>{c.name}</h3>
          {c.note && <p>{c.note}</p>}
          <table>
            <tbody>
              <tr>
                <th scope="row">method</th>
                <td>
                  <code>{c.method}</code>
                </td>
                <td>
                  <Tag source={c.sources.method} />
                </td>
              </tr>
              <tr>
                <th scope="row">path</th>
                <td>
                  <code>{c.path}</code>
                  {c.base === 'general' && ' (under the configured base segment)'}
                </td>
                <td>
                  <Tag source={c.sources.path} />
                </td>
              </tr>
              {c.payload.length === 0 ? (
                <tr>
                  <th scope="row">payload</th>
                  <td>nothing besides the common params</td>
                  <td />
                </tr>
              ) : (
                c.payload.map((p, i) => (
                  <tr key={p.name}>
                    {i === 0 && (
                      <th scope="row" rowSpan={c.payload.length}>
                        payload
                      </th>
                    )}
                    <td>
                      <code>{p.name}</code>
                      {p.sample !== undefined && <> (sent as {String(p.sample)})</>}
                    </td>
                    <td>
                      <Tag source={p.source} />
                    </td>
                  </tr>
                ))
              )}
              {c.reply.length === 0 ? (
                <tr>
                  <th scope="row">reply fields</th>
                  <td>data is not read</td>
                  <td />
                </tr>
              ) : (
                c.reply.map((f, i) => (
                  <tr key={f.path}>
                    {i === 0 && (
                      <th scope="row" rowSpan={c.reply.length}>
                        reply fields (in data)
                      </th>
                    )}
                    <td>
                      <code>{f.path}</code> {f.type}
                      {f.required ? ', required' : ''}
                    </td>
                    <td>
                      <Tag source={f.source} />
                    </td>
                  </tr>
                ))
              )}
              <tr>
                <th scope="row">success</th>
                <td>{c.success}</td>
                <td>
                  <Tag source={c.sources.success} />
                </td>
              </tr>
              <tr>
                <th scope="row">sent by contract:check</th>
                <td colSpan={2}>{SENT[c.kind]}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
