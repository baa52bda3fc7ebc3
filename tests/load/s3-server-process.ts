/**
 * An s3rver in its own process for `bench:release-memory` on S3, so that its memory is not
 * counted in the shop's peak RSS: prints its environment (S3_*) as one JSON line, then serves
 * until its parent closes stdin.
 */
import { startTestS3Server } from '../../src/server/testing/s3-server.ts';

const server = await startTestS3Server();
process.stdout.write(`${JSON.stringify(server.env)}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
