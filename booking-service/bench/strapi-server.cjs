/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: @strapi/strapi's ES build does not load under Node */
/**
 * Strapi for the benchmark, in its own process: boots the CMS (compiling its server code first
 * when cms/dist is missing) on the SQLite file and port the parent chose, without demo content
 * and without the catalog webhook, then inserts the properties the parent sends over IPC and
 * answers { port, insertMs }.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const appDir = path.resolve(__dirname, '..', '..', 'cms');
const distDir = path.join(appDir, 'dist');
const { compileStrapi, createStrapi } = createRequire(path.join(appDir, 'package.json'))('@strapi/strapi');

const chunk = 500;

async function insertAll(strapi, { properties, districts, bedroomTypes, cities }) {
  const started = performance.now();
  const now = new Date();
  const idsOf = async (uid, entries, dataOf) => {
    const ids = new Map();
    for (const entry of entries) {
      const created = await strapi.documents(uid).create({ data: dataOf(entry), locale: 'en' });
      ids.set(entry.key, created.id);
    }
    return ids;
  };
  const cityIds = await idsOf('api::city.city', cities, (city) => ({ code: city.key, name: city.name }));
  const districtIds = await idsOf('api::district.district', districts, (district) => ({
    key: district.key,
    name: district.names.en,
  }));
  const bedroomIds = await idsOf('api::bedroom-type.bedroom-type', bedroomTypes, (type) => ({
    key: type.key,
    name: type.names.en,
    bedrooms: type.bedrooms,
  }));

  // The published English row of each property, straight through the query engine.
  const uid = 'api::property.property';
  for (let start = 0; start < properties.length; start += chunk) {
    await strapi.db.query(uid).createMany({
      data: properties.slice(start, start + chunk).map((property) => ({
        documentId: property.documentId,
        locale: 'en',
        name: property.names.en,
        slug: property.slug,
        kind: property.kind,
        typeCode: property.kind === 'office' ? 'short' : 'long',
        address: property.address,
        latitude: property.latitude,
        longitude: property.longitude,
        bathrooms: property.bathrooms,
        size: property.size,
        capacity: property.capacity,
        priceUsd: property.priceUsd,
        priceVnd: property.priceVnd,
        offerPriceUsd: property.offerPriceUsd,
        isOffer: property.isOffer,
        hot: false,
        createdAt: now,
        updatedAt: now,
        publishedAt: new Date(property.publishedAt),
      })),
    });
  }
  const rows = await strapi.db.query(uid).findMany({ select: ['id', 'documentId'] });
  const idOf = new Map(rows.map((row) => [row.documentId, row.id]));

  // Relations are rows of Strapi's link tables, named by the schema metadata.
  const attributes = strapi.db.metadata.get(uid).attributes;
  async function link(attribute, targetIdOf) {
    const { joinTable } = attributes[attribute];
    const links = properties.flatMap((property, index) => {
      const target = targetIdOf(property);
      if (target === undefined) return [];
      const row = {
        [joinTable.joinColumn.name]: idOf.get(property.documentId),
        [joinTable.inverseJoinColumn.name]: target,
      };
      if (joinTable.orderColumnName) row[joinTable.orderColumnName] = 1;
      if (joinTable.inverseOrderColumnName) row[joinTable.inverseOrderColumnName] = index + 1;
      return [row];
    });
    for (let start = 0; start < links.length; start += chunk) {
      await strapi.db.connection(joinTable.name).insert(links.slice(start, start + chunk));
    }
  }
  await link('city', (property) => cityIds.get(property.cityCode));
  await link('district', (property) => districtIds.get(property.districtKey));
  await link('bedroomType', (property) =>
    property.bedroomKey ? bedroomIds.get(property.bedroomKey) : undefined,
  );
  return performance.now() - started;
}

async function main() {
  let compileMs = 0;
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
    const started = performance.now();
    await compileStrapi({ appDir });
    compileMs = performance.now() - started;
  }
  const strapi = createStrapi({ appDir, distDir, serveAdminPanel: false });
  strapi.log.level = 'warn';
  const bootStarted = performance.now();
  await strapi.start();
  const bootMs = performance.now() - bootStarted;
  process.once('message', (fixture) => {
    insertAll(strapi, fixture).then(
      (insertMs) => process.send({ port: Number(process.env.PORT), insertMs, compileMs, bootMs }),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.send({ ready: true });
  const stop = () => strapi.destroy().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
