import { ServiceIcon } from './service-icon';
import styles from './detail.module.css';

/** The services of an offer or a project: icon and name (spec §3 Offer detail). */
export function ServiceList({
  services,
}: {
  services: Array<{ key: string; name: string; icon?: string | null | undefined }>;
}) {
  return (
    <ul className={styles.services} data-testid="service-list">
      {services.map((service) => (
        <li key={service.key} className={styles.service} data-testid="service">
          <span className={styles.serviceIcon}>
            <ServiceIcon name={service.icon} size={24} />
          </span>
          <span>{service.name}</span>
        </li>
      ))}
    </ul>
  );
}
