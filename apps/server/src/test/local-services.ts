import { connect } from 'node:net';

// Which local services answer on this machine (CI and these machines run PostgreSQL on 5432 and
// Redis on 6379): tests that need one run only where it answers, and say so beside their runIf.

/** Whether something accepts a TCP connection on 127.0.0.1:`port`. */
export function answers(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export const postgresAnswers = () => answers(5432);
export const redisAnswers = () => answers(6379);
