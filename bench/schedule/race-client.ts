import net from 'node:net';
import zlib from 'node:zlib';

// The racers' requests come from this one bench process, which shares the two cores with the server and
// PostgreSQL: fetch (undici's WHATWG layer: Request, Headers and streams per call) cost the bench about 0.6 ms of
// CPU a request and node:http about 0.4 ms, more than the server spends refusing one. Like autocannon, this client
// writes each request's bytes to a kept-alive socket and reads the answer by its Content-Length: the same HTTP/1.1
// requests (each racer's own token and JSON body, the headers fetch sends), answers read to their last byte and
// decompressed when the server compressed them, at a fraction of the CPU.

interface Answer {
  status: number;
  text: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');
/** What Node's fetch adds to every request (as the race sent it before), so the server sees the same requests. */
const FETCH_HEADERS = 'accept: */*\r\naccept-language: *\r\nsec-fetch-mode: cors\r\nuser-agent: node\r\naccept-encoding: gzip, deflate\r\n';

/** Reads one answer from a kept-alive socket: its status line, Content-Length and that many bytes of body. */
function readAnswer(socket: net.Socket): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let received: Buffer = Buffer.alloc(0);
    const done = (error?: Error, answer?: Answer) => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
      if (error) reject(error);
      else resolve(answer!);
    };
    const onData = (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const headEnd = received.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length === undefined) return done(new Error(`answer without Content-Length: ${head}`));
      const bodyStart = headEnd + HEAD_END.length;
      if (received.length < bodyStart + Number(length)) return;
      const body = received.subarray(bodyStart, bodyStart + Number(length));
      const encoding = /\r\ncontent-encoding: *([a-z]+)/i.exec(head)?.[1]?.toLowerCase();
      const text = (encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body).toString('utf8');
      done(undefined, { status: Number(head.slice(9, 12)), text });
    };
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('connection closed before the answer'));
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('close', onClose);
  });
}

/** A client for one server whose connections stay open between requests (one request at a time on each). */
export function raceClient(base: string) {
  const { hostname, port } = new URL(base);
  const idle: net.Socket[] = [];

  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true }, () => {
        socket.off('error', reject);
        resolve(socket);
      });
      socket.once('error', reject);
    });

  return {
    /** POSTs a JSON text with the racer's access token and reads the whole answer. */
    async post(path: string, body: string, token: string): Promise<Answer> {
      let socket = idle.pop();
      // A connection the server closed while it was idle (its keep-alive timeout) is left behind.
      while (socket && (socket.destroyed || socket.readyState !== 'open')) socket = idle.pop();
      socket ??= await connect();
      const answer = readAnswer(socket);
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nconnection: keep-alive\r\ncontent-type: application/json\r\nauthorization: JWT ${token}\r\n` +
          `${FETCH_HEADERS}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      const result = await answer;
      idle.push(socket);
      return result;
    },
    close: () => idle.splice(0).forEach((socket) => socket.destroy()),
  };
}
