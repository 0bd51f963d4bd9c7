import { Button, Menu } from '@mantine/core';
import { IconHeadset, IconMail, IconPhone } from '@tabler/icons-react';
import { telHref, useCompanyDetails } from '../../lib/use-company.ts';

/** Contact Support: email and the UK and Ghana phone numbers from the company details in settings. */
export function ContactSupportButton() {
  const company = useCompanyDetails();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth
          leftSection={<IconHeadset size={16} />}
          data-testid="contact-support"
        >
          Contact Support
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={`mailto:${company.support_email}`}
          leftSection={<IconMail size={16} />}
        >
          {company.support_email}
        </Menu.Item>
        <Menu.Item component="a" href={telHref(company.support_phone)} leftSection={<IconPhone size={16} />}>
          UK {company.support_phone}
        </Menu.Item>
        {company.ghana_phone && (
          <Menu.Item component="a" href={telHref(company.ghana_phone)} leftSection={<IconPhone size={16} />}>
            Ghana {company.ghana_phone}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
