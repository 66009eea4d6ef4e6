import { Controller, Get, Inject } from '@nestjs/common';
import { CrudService } from '../crud/crud.service';
import { PeopleSettings } from './people-settings';

/**
 * `GET /api/notification-settings/required`: the topic × channel the club requires (its policy),
 * for every signed-in person's settings screen, which shows them on and locked. Nothing more of
 * the policy (who may change it is the policy page's permission).
 */
@Controller('api/notification-settings')
export class RequiredNotificationsController {
  private readonly settings: PeopleSettings;

  constructor(@Inject(CrudService) private readonly crud: CrudService) {
    this.settings = new PeopleSettings(crud);
  }

  @Get('required')
  async required(): Promise<{ required: string[] }> {
    return { required: [...(await this.crud.together((client) => this.settings.required(client)))].sort() };
  }
}
