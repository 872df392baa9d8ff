import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/validation/transforms.js';
import { IsOmittable, IsSingleLine, IsText } from '../../common/validation/validators.js';

export const BLOG_TITLE_MAX = 200;
export const BLOG_CONTENT_MAX = 20_000;
export const BLOG_AUTHOR_MAX = 100;

/** The multipart text fields of a new post; the image or video comes as the `media` file. */
export class CreateBlogDto {
  @ApiProperty({ example: 'Riya said "Amma" for the first time', maxLength: BLOG_TITLE_MAX })
  @Transform(trim)
  @IsText(BLOG_TITLE_MAX)
  @IsSingleLine()
  title!: string;

  @ApiProperty({ example: 'After eight months of speech therapy…', maxLength: BLOG_CONTENT_MAX })
  @Transform(trim)
  @IsText(BLOG_CONTENT_MAX)
  content!: string;

  @ApiPropertyOptional({ example: 'Umang team', maxLength: BLOG_AUTHOR_MAX, description: 'empty: Unknown' })
  @IsOmittable()
  @Transform(trim)
  @IsString({ message: 'author must be text' })
  @MaxLength(BLOG_AUTHOR_MAX, { message: `author must be at most ${BLOG_AUTHOR_MAX} characters long` })
  @IsSingleLine()
  author?: string;
}
