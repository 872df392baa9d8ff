// The yardstick: a bare node:http server answering one JSON body from memory.
// Runs as its own process, like the product, so each gets a whole event loop.
// The parent sends the body over IPC and is told the port.
import { createServer } from 'node:http';

process.once('message', ({ body }) => {
  const bytes = Buffer.from(body, 'utf8');
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
    });
    response.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('SIGTERM', () => process.exit(0));
});
