import { candidateFormItem } from '@/server/api/careers-candidates';

export const { GET, PUT } = candidateFormItem;
