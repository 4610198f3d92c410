// API latency and throughput under load, from a second process on loopback (bounded in time).
import autocannon from 'autocannon';

export async function apiLoad(baseURL, token) {
  const scenarios = [
    { name: 'GET /api/provinces', path: '/api/provinces', connections: 20 },
    { name: 'GET /api/cantons/province/1', path: '/api/cantons/province/1', connections: 20 },
    { name: 'GET /api/users/myself (con token)', path: '/api/users/myself', connections: 20, headers: { authorization: `Bearer ${token}` } },
    { name: 'GET /api/categories?consecutivePart=01.01', path: '/api/categories?consecutivePart=01.01', connections: 20 },
  ];
  const rows = [];
  for (const s of scenarios) {
    const result = await autocannon({ url: `${baseURL}${s.path}`, connections: s.connections, duration: 8, headers: s.headers ?? {} });
    rows.push({
      scenario: s.name,
      connections: s.connections,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}
