/** Fetches `url` and reads its body as it streams: the answer, the body, and the ms to its first byte and to its last. */
export async function timedFetch(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  let firstByteMs;
  const chunks = [];
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    chunks.push(chunk);
  }
  return { response, body: Buffer.concat(chunks), firstByteMs: firstByteMs ?? 0, totalMs: performance.now() - started };
}
