import { randomUUID } from 'node:crypto';
import { answersData, customFormInput, formSubmissionInput } from '../db/factories/forms';
import { packageInput, ridePackageInput } from '../db/factories/packages';
import { dateFromToday, daysFromNow, slug } from '../db/factories/util';
import type { NewCustomForm, NewFormSubmission, NewPackage, NewRidePackage } from '../db/schema';
import type { DemoAccounts } from './accounts';
import { DEMO_PACKAGES, DEMO_RIDES, type DemoPackage } from './content/site';

export interface PackageRows {
  packages: NewPackage[];
  ridePackages: NewRidePackage[];
  customForms: NewCustomForm[];
  formSubmissions: NewFormSubmission[];
}

/** Packages and rides; those with a custom form link to /form/{type}/{id} and have submissions. */
export function buildPackages(accounts: DemoAccounts, today: Date): PackageRows {
  const { member, community } = accounts;
  const customForms: NewCustomForm[] = [];
  const cards = (list: DemoPackage[], formType: 'package' | 'ride'): NewPackage[] =>
    list.map((p, i) => {
      const id = randomUUID();
      if (p.kind === 'form') {
        customForms.push(customFormInput(formType, id, { id: randomUUID(), title: `${p.title} request` }));
      }
      const overrides: Partial<NewPackage> = {
        id,
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        bgColor: p.bgColor,
        buttonLink:
          p.kind === 'form'
            ? `/form/${formType}/${id}`
            : p.kind === 'external'
              ? `https://travel.fete.example/${slug(p.title)}`
              : null,
        sortOrder: i + 1,
        active: p.kind !== 'inactive',
      };
      return formType === 'package' ? packageInput(overrides) : ridePackageInput(overrides);
    });
  const packages = cards(DEMO_PACKAGES, 'package');
  const ridePackages: NewRidePackage[] = cards(DEMO_RIDES, 'ride');
  const [packageForm, , rideForm] = customForms;
  const formSubmissions = [
    formSubmissionInput(packageForm!.id!, member, {
      status: 'processed',
      data: answersData({
        email: ['Email', 'demo@fete.example'],
        travellers: ['Travellers', '2'],
        room: ['Room type', 'Double'],
        date: ['Arrival date', dateFromToday(31, today)],
        extras: ['Add-ons', ['J’ouvert package', 'Airport transfer']],
        notes: ['Anything we should know?', 'Celebrating a birthday on Carnival Monday!'],
      }),
      createdAt: daysFromNow(-6, today),
    }),
    formSubmissionInput(packageForm!.id!, community[0]!, {
      data: answersData({
        email: ['Email', 'marlon.charles@fete.example'],
        travellers: ['Travellers', '4'],
        room: ['Room type', 'Shared suite'],
        date: ['Arrival date', dateFromToday(30, today)],
        extras: ['Add-ons', ['Costume']],
      }),
    }),
    formSubmissionInput(rideForm!.id!, community[1]!, {
      status: 'completed',
      data: answersData({
        email: ['Email', 'shanice.alleyne@fete.example'],
        travellers: ['Passengers', '2'],
        pickup: ['Pick-up location', 'Hyatt Regency, Port of Spain'],
        date: ['Pick-up date', dateFromToday(33, today)],
        extras: ['Add-ons', ['Return trip']],
      }),
    }),
  ];

  return { packages, ridePackages, customForms, formSubmissions };
}
