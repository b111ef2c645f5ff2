import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connect.js';
import { catalogProjects, type CatalogProject } from '../db/schema/index.js';

/** The project rows (the buildings properties belong to), for the projects menu. */
export function createProjectQueries(db: Database) {
  return {
    async findProject(documentId: string, tx: Database = db): Promise<CatalogProject | undefined> {
      const [row] = await tx.select().from(catalogProjects).where(eq(catalogProjects.documentId, documentId));
      return row;
    },

    /** Projects that belong to a city (the menu leaves the others out). */
    async listProjectsWithCity(tx: Database = db): Promise<CatalogProject[]> {
      return tx
        .select()
        .from(catalogProjects)
        .where(isNotNull(catalogProjects.cityId))
        .orderBy(catalogProjects.cityId, catalogProjects.documentId);
    },
  };
}
