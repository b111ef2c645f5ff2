import fp from 'fastify-plugin';
import { connectDatabase, type Database, type DatabaseConnection } from '../../db/connect.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbConnection: DatabaseConnection;
  }
}

/** Drizzle over PostgreSQL when DATABASE_URL is set, else embedded PGlite; migrated before use. */
export default fp(
  async (fastify) => {
    const connection = await connectDatabase(fastify.config);
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      throw error;
    }
    fastify.log.info(
      {
        dialect: connection.dialect,
        ...(connection.dialect === 'pglite' ? { dataDir: fastify.config.PGLITE_DATA_DIR } : {}),
      },
      'database ready',
    );
    fastify.decorate('db', connection.db);
    fastify.decorate('dbConnection', connection);
    fastify.addHook('onClose', async () => {
      await connection.close();
    });
  },
  { name: 'db', dependencies: ['env'] },
);
