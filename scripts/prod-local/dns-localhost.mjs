// `node --import` this: names under .localhost are this machine (RFC 6761), as browsers treat
// them. The prerenderer reaches the API and the CMS at their public addresses
// (https://api.stayvn.localhost:8443), like the production one does through DNS.
import dns from 'node:dns';

const lookup = dns.lookup;
dns.lookup = function localhostLookup(hostname, ...rest) {
  return lookup.call(
    this,
    typeof hostname === 'string' && hostname.endsWith('.localhost') ? 'localhost' : hostname,
    ...rest,
  );
};
