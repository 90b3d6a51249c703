import { AnnouncementPanel, BulletinPanel } from './AnnouncementPanel';
import { CommonDataPanel } from './CommonDataPanel';
import { CompliancePanel } from './CompliancePanel';
import { UnifiedAccountPanel } from './UnifiedAccountPanel';
import { UserInfoPanel } from './UserInfoPanel';

/** The shared shell calls this page depends on, each with its live data or its fallback. */
export function ShellDataPanels() {
  return (
    <section aria-labelledby="data-heading" className="data-section">
      <h2 id="data-heading">Live shell data</h2>
      <div className="data-panels">
        <CommonDataPanel />
        <UserInfoPanel />
        <UnifiedAccountPanel />
        <CompliancePanel />
        <AnnouncementPanel />
        <BulletinPanel />
      </div>
    </section>
  );
}
