import { CheckIcon } from '@/components/ui/icons';
import { ServiceIcon } from './service-icon';
import styles from './detail.module.css';

export type FacilityGroupView = {
  key: string;
  /** Already upper-cased for the page language. */
  name: string;
  items: Array<{ id: number; key: string; name: string; icon: string | null; isShow: boolean }>;
};

/** Facilities by group; an unavailable one (isShow false) is greyed, struck and announced. */
export function FacilityList({
  groups,
  unavailableLabel,
  emptyLabel,
}: {
  groups: FacilityGroupView[];
  unavailableLabel: string;
  emptyLabel: string;
}) {
  if (groups.length === 0) return <p className={styles.muted}>{emptyLabel}</p>;
  return (
    <div className={styles.facilityGroups} data-testid="facility-groups">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`facility-group-${group.key}`} data-testid="facility-group">
          <h3 id={`facility-group-${group.key}`} className={styles.groupTitle}>
            {group.name}
          </h3>
          <ul className={styles.facilities}>
            {group.items.map((item) => (
              <li
                key={item.id}
                className={item.isShow ? styles.facility : `${styles.facility} ${styles.facilityOff}`}
                aria-disabled={item.isShow ? undefined : true}
                data-testid="facility"
                data-disabled={item.isShow ? undefined : true}
              >
                <span className={styles.facilityIcon}>
                  <ServiceIcon name={item.icon} size={20} />
                </span>
                <span>{item.name}</span>
                {item.isShow ? (
                  <CheckIcon size={16} className={styles.facilityCheck} />
                ) : (
                  <span className="visually-hidden">{unavailableLabel}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
